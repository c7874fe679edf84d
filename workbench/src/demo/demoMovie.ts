/**
 * The bundled demo movie (CONTRACTS §3 input script) for the `loop` level: run through the
 * loop, jump, brake, spindash. The same text feeds the browser and the e2e check of
 * determinism across runtimes (tests/e2e), so it must stay parseable by parseInputScript.
 */
export const DEMO_LEVEL = 'loop';
export const DEMO_FALLBACK_LEVEL = 'flat';

export const DEMO_SCRIPT = `# Subpixel demo: the loop
30          # fall onto the floor
330,R       # run right, round the loop
1,R,A       # jump
60,R        # land and keep running
80,L        # brake and turn
90          # come to rest
20,D        # crouch
1,D,B       # spindash: rev
8,D
1,D,B       # rev again
8,D
60          # release: roll away
`;
