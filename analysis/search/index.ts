/** Searches over inputs, their evaluators and their results as movies (one search per file). */
export { breadthFirstSearch } from './bfs.ts';
export { beamSearch, type BeamOptions } from './beam.ts';
export { geneticSearch, type GeneticOptions } from './genetic.ts';
export { sweep, gridCells, cellSavestate, type SweepCell, type SweepHit, type SweepSpec, type SweepProgress } from './sweep.ts';
export { runSearch, type Algorithm, type VerifiedSearch } from './runSearch.ts';
export { LocalEvaluator, splitEvenly, type Evaluator } from './evaluator.ts';
export { keptOn, type KeptJob, type KeptResult, type KeptStore } from './keptBatch.ts';
export { Runner, scoreOf, stateKey, DONE_SCORE, type Objective, type RunnerSpec, type SearchProblem, type Task, type TaskResult } from './problem.ts';
export { Books, expandChoices, type Budget, type SearchControl, type SearchProgress, type SearchResult, type StopReason } from './control.ts';
export { Prng } from './prng.ts';
export {
  notesExpectations, readGlitchSpx, replayGlitchMovie, resultToGlitchMovie, verifyGlitchMovie, worldAtStart, writeGlitchSpx, type GlitchMovie,
} from './glitchMovie.ts';
