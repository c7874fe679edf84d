import { describe, expect, it } from 'vitest';
import { BranchTree, diffBranches, firstInputDifference } from '../../../movies/model/branches.ts';
import { TestSimulation, variedInputs } from './testSimulation.ts';

function simAt(inputs: Uint8Array, frame: number, config = 1): TestSimulation {
  const sim = new TestSimulation({ config });
  for (let f = 0; f < frame; f++) sim.step(inputs[f]);
  return sim;
}

const a = variedInputs(200, 1);
const b = a.slice();
b[120] ^= 0x10;

describe('BranchTree', () => {
  it('creates branches with counter ids, the caller’s time, copies of the movie, and the current branch as parent', () => {
    const tree = new BranchTree();
    const sim = simAt(a, 50);
    const markers = [{ frame: 3, text: 'go' }];
    const one = tree.create({ sim, inputs: a, markers, time: '2024-01-01T00:00:00Z', note: 'first' });
    const two = tree.create({ sim: simAt(a, 60), inputs: a, markers: [], time: '2024-01-02T00:00:00Z' });
    expect([one.id, one.parent, one.name, one.note, one.frame, one.time]).toEqual(['b1', null, 'Branch 1', 'first', 50, '2024-01-01T00:00:00Z']);
    expect([two.id, two.parent, two.frame]).toEqual(['b2', 'b1', 60]);
    expect(one.inputs).not.toBe(a);
    expect(Array.from(one.inputs)).toEqual(Array.from(a));
    expect(one.markers).toEqual(markers);
    expect(one.markers).not.toBe(markers);
    expect(one.thumbnail).toBeNull();
  });

  it('load with replaceInputs restores the savestate and hands back the branch’s inputs and markers', () => {
    const tree = new BranchTree();
    const saved = tree.create({ sim: simAt(b, 150), inputs: b, markers: [{ frame: 9, text: 'm' }], time: 't' });
    const sim = simAt(a, 10);
    const r = tree.load(saved.id, 'replaceInputs', sim, a);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(sim.frame).toBe(150);
    expect(sim.hash()).toBe(simAt(b, 150).hash());
    expect(Array.from(r.value.inputs)).toEqual(Array.from(b));
    expect(r.value.markers).toEqual([{ frame: 9, text: 'm' }]);
    expect(r.value.firstDifference).toBe(120);
    expect(r.value.consistent).toBe(true);
  });

  it('load with keepInputs keeps the movie’s inputs and says where they differ from the branch’s', () => {
    const tree = new BranchTree();
    const saved = tree.create({ sim: simAt(b, 150), inputs: b, markers: [], time: 't' });
    const sim = new TestSimulation();
    const r = tree.load(saved.id, 'keepInputs', sim, a);
    expect(r.ok && [r.value.inputs === a, r.value.markers, r.value.firstDifference, r.value.consistent]).toEqual([true, null, 120, false]);
    expect(sim.frame).toBe(150);
  });

  it('a branch saved before the inputs differ is consistent with the kept inputs', () => {
    const tree = new BranchTree();
    const saved = tree.create({ sim: simAt(b, 100), inputs: b, markers: [], time: 't' });
    const r = tree.load(saved.id, 'keepInputs', new TestSimulation(), a);
    expect(r.ok && r.value.consistent).toBe(true);
  });

  it('refuses a savestate from another configuration with the simulation’s error and leaves it unchanged', () => {
    const tree = new BranchTree();
    const saved = tree.create({ sim: simAt(a, 40, 2), inputs: a, markers: [], time: 't' });
    const sim = simAt(a, 5);
    const before = sim.hash();
    const r = tree.load(saved.id, 'replaceInputs', sim, a);
    expect(r.ok ? null : r.error.code).toBe('snapshotConfig');
    expect(sim.hash()).toBe(before);
    expect(tree.current).toBe('b1');
  });

  it('restores a branch as untrusted: a savestate word out of range (a damaged or hostile file) is refused and the simulation left unchanged', () => {
    const tree = new BranchTree();
    const saved = tree.create({ sim: simAt(a, 40), inputs: a, markers: [], time: 't' });
    saved.savestate[4] = -7; // the toy state's frame word, after its 4 header words
    const sim = simAt(a, 5);
    const before = sim.hash();
    const r = tree.load(saved.id, 'replaceInputs', sim, a);
    expect(r.ok ? null : r.error).toEqual({ code: 'snapshotInvalid', field: 'FRAME', message: 'state word FRAME is -7; expected 0 or more' });
    expect(sim.hash()).toBe(before);
  });

  it('load of an unknown id is a branchNotFound error', () => {
    const r = new BranchTree().load('b9', 'keepInputs', new TestSimulation(), a);
    expect(r).toEqual({ ok: false, error: { code: 'branchNotFound', message: 'no branch "b9"' } });
  });

  it('update overwrites state, inputs, markers and time but keeps id, parent and name', () => {
    const tree = new BranchTree();
    const one = tree.create({ sim: simAt(a, 10), inputs: a, markers: [], time: 't1', name: 'route A' });
    const r = tree.update('b1', { sim: simAt(b, 130), inputs: b, markers: [{ frame: 1, text: 'x' }], time: 't2' });
    expect(r.ok).toBe(true);
    expect([one.id, one.parent, one.name, one.frame, one.time, one.inputs[120]]).toEqual(['b1', null, 'route A', 130, 't2', b[120]]);
    expect(one.markers).toEqual([{ frame: 1, text: 'x' }]);
    expect(Array.from(one.savestate)).toEqual(Array.from(simAt(b, 130).snapshot()));
  });

  it('rename changes only the name', () => {
    const tree = new BranchTree();
    tree.create({ sim: simAt(a, 10), inputs: a, markers: [], time: 't' });
    expect(tree.rename('b1', 'zip route').ok).toBe(true);
    expect(tree.get('b1')!.name).toBe('zip route');
    expect(tree.rename('b7', 'x').ok).toBe(false);
  });

  it('delete moves the deleted branch’s children to its parent', () => {
    const tree = new BranchTree();
    const sim = simAt(a, 10);
    tree.create({ sim, inputs: a, markers: [], time: 't' }); // b1
    tree.create({ sim, inputs: a, markers: [], time: 't' }); // b2 under b1
    tree.create({ sim, inputs: a, markers: [], time: 't' }); // b3 under b2
    tree.current = 'b2';
    tree.create({ sim, inputs: a, markers: [], time: 't' }); // b4 under b2
    expect(tree.delete('b2').ok).toBe(true);
    expect(tree.list().map((x) => [x.id, x.parent])).toEqual([['b1', null], ['b3', 'b1'], ['b4', 'b1']]);
    expect(tree.children('b1').map((x) => x.id)).toEqual(['b3', 'b4']);
    expect(tree.delete('b2').ok).toBe(false);
  });

  it('deleting the current branch makes its parent current', () => {
    const tree = new BranchTree();
    const sim = simAt(a, 10);
    tree.create({ sim, inputs: a, markers: [], time: 't' });
    tree.create({ sim, inputs: a, markers: [], time: 't' });
    tree.delete('b2');
    expect(tree.current).toBe('b1');
  });

  it('a tree rebuilt from stored branches continues the id counter', () => {
    const tree = new BranchTree();
    const sim = simAt(a, 10);
    tree.create({ sim, inputs: a, markers: [], time: 't' });
    tree.create({ sim, inputs: a, markers: [], time: 't' });
    const again = new BranchTree(tree.list(), 'b2');
    expect(again.create({ sim, inputs: a, markers: [], time: 't' }).id).toBe('b3');
    expect(again.get('b3')!.parent).toBe('b2');
  });

  it('diffBranches gives the first differing input frame, the shorter length for a prefix, or null', () => {
    const tree = new BranchTree();
    const sim = simAt(a, 10);
    const x = tree.create({ sim, inputs: a, markers: [], time: 't' });
    const y = tree.create({ sim, inputs: b, markers: [], time: 't' });
    const z = tree.create({ sim, inputs: a.slice(0, 80), markers: [], time: 't' });
    const w = tree.create({ sim, inputs: a, markers: [], time: 't' });
    expect([diffBranches(x, y), diffBranches(x, z), diffBranches(x, w)]).toEqual([120, 80, null]);
    expect(firstInputDifference(Uint8Array.of(), Uint8Array.of())).toBeNull();
  });
});
