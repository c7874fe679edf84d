import type { Profile } from './profile.ts';

export const S2: Profile = Object.freeze({
  id: 's2',
  name: 'Sonic the Hedgehog 2',
  stickToGround: 'speed',
  snapLargeAngleChange: true,
  slopeResistWhenStopped: false,
  slipMethod: 'detach',
  lookAheadAtRightAngles: false,
  fallSpeedCap: 0,
  cameraMaxSpeed: 16,
  cameraCapsLeftScroll: true,
  rollJumpAirControl: false,
  rollJumpKeepsRollRadii: false,
  spindash: true,
  peelOut: false,
  lookDelay: 'hold120',
  spindashCameraLag: true,
  airSideChecksAll: false,
  cameraHorizontal: 'borders',
});
