/**
 * The project file's base64 is the level file's (engine/level/base64.ts): one implementation,
 * kept at the bottom of the tree so the level loader can use it too.
 */
export { base64ToBytes, bytesToBase64 } from '../../engine/level/base64.ts';
