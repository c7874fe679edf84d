/**
 * Each project keeps its own undo history — across switches and reloads — and a notice's action
 * never reaches into another project (the issue: delete a branch in A, switch to B, paint, click
 * the notice's Undo: B's paint was undone, and back in A the branch was gone for good).
 */
import { assertEqual, cell, goto, isOn, openApp, text, waitForBranches, waitForFrame, waitForText, waitOn } from './support.mjs';

async function historyLabels(page) {
  return page.locator('[data-testid="history-entry"]').evaluateAll((es) => es.map((e) => `${e.textContent}${e.dataset.done === 'true' ? '' : ' (undone)'}`));
}

async function waitForHistory(page, labels) {
  await page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('[data-testid="history-entry"]')].map((e) => `${e.textContent}${e.dataset.done === 'true' ? '' : ' (undone)'}`)) === JSON.stringify(want), labels, { timeout: 10000 })
    .catch(async () => {
      throw new Error(`history: expected ${JSON.stringify(labels)}, got ${JSON.stringify(await historyLabels(page))}`);
    });
}

async function openProjectNamed(page, name) {
  await page.locator('[data-testid="project-item"]').filter({ hasText: name }).locator('button').first().click();
  await page.waitForFunction((n) => document.querySelector('[data-testid="project-item"].current button')?.textContent === n, name, { timeout: 10000 });
}

async function saved(page) {
  await waitForText(page, 'save-status', 'saved');
}

export async function aDeletedBranchComesBackInItsOwnProjectAfterASwitchAndAReload({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  // Project A (the demo): a branch at 100, then its deletion with the Undo notice.
  await goto(page, 100);
  const hash = await text(page, 'state-hash');
  await page.locator('[data-testid="branch-name"]').fill('precious');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranches(page, ['precious']);
  await page.locator('[data-testid="delete-branch"]').first().click();
  await waitForBranches(page, []);
  await page.locator('[data-testid="notice-action"]').filter({ hasText: 'Undo' }).waitFor({ timeout: 5000 });
  await saved(page);
  const aHistory = await historyLabels(page);
  assertEqual(aHistory.at(-1), 'delete branch "precious"', 'A\'s last edit');

  // Project B: the notice from A is gone with the switch, so it cannot undo B's paint.
  await page.locator('[data-testid="new-project-name"]').fill('B');
  await page.locator('[data-testid="new-project"]').click();
  await waitForText(page, 'length', '0');
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent.includes('Deleted branch')), null, { timeout: 5000 })
    .catch(() => {
      throw new Error('the notice of project A is still shown in project B');
    });
  await cell(page, 4, 'R').click();
  await waitOn(page, 4, 'R');
  await waitForHistory(page, ['paint R on frame 4']);
  await saved(page);

  // Back in A: its history is its own, and Ctrl+Z brings the branch back.
  await openProjectNamed(page, 'Demo');
  await waitForHistory(page, aHistory);
  await page.keyboard.press('Control+z');
  await waitForBranches(page, ['precious']);
  await saved(page);

  // B kept its paint and its history.
  await openProjectNamed(page, 'B');
  await waitForHistory(page, ['paint R on frame 4']);
  assertEqual(await isOn(page, 4, 'R'), true, 'B\'s paint');

  // A reload keeps both histories: in A the deletion can be redone and undone again.
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await openProjectNamed(page, 'B');
  await waitForHistory(page, ['paint R on frame 4']);
  await openProjectNamed(page, 'Demo');
  await waitForHistory(page, [...aHistory.slice(0, -1), 'delete branch "precious" (undone)']);
  await page.keyboard.press('Control+y');
  await waitForBranches(page, []);
  await page.keyboard.press('Control+z');
  await waitForBranches(page, ['precious']);
  await page.locator('[data-testid="load-replace"]').first().click();
  await waitForFrame(page, 100);
  assertEqual(await text(page, 'state-hash'), hash, 'the restored branch\'s state');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** The notice's Undo undoes its deletion only while that is the last edit: after another edit it closes. */
export async function aDeletionNoticeClosesOnceAnotherEditComesAfterIt({ page, baseUrl }) {
  await openApp(page, baseUrl);
  await goto(page, 50);
  await page.locator('[data-testid="branch-name"]').fill('x');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranches(page, ['x']);
  await page.locator('[data-testid="delete-branch"]').first().click();
  await page.locator('[data-testid="notice-action"]').filter({ hasText: 'Undo' }).waitFor({ timeout: 5000 });
  await cell(page, 60, 'B').click();
  await waitOn(page, 60, 'B');
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent.includes('Deleted branch')), null, { timeout: 5000 })
    .catch(() => {
      throw new Error('the deletion notice still offers Undo after another edit');
    });
  assertEqual(await isOn(page, 60, 'B'), true, 'the later edit');
}
