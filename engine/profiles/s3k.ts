import type { Profile } from './profile.ts';

export const S3K: Profile = Object.freeze({
  id: 's3k',
  name: 'Sonic 3 & Knuckles',
  stickToGround: 'speed',
  snapLargeAngleChange: true,
  slopeResistWhenStopped: true,
  slipMethod: 's3',
  lookAheadAtRightAngles: true,
  fallSpeedCap: 0,
  cameraMaxSpeed: 24,
  cameraCapsLeftScroll: true,
  rollJumpAirControl: false,
  rollJumpKeepsRollRadii: false,
  spindash: true,
  peelOut: false,
  lookDelay: 'hold120',
  spindashCameraLag: true,
  airSideChecksAll: true,
  cameraHorizontal: 'borders',
});
