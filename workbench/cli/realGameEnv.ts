/** Where the CLI finds the user's real game when no --core / --rom is given (a module of its own: reading the names loads no core). */
export const CORE_ENV = 'SUBPIXEL_CORE';
export const ROM_ENV = 'SUBPIXEL_ROM';
