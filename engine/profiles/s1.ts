import type { Profile } from './profile.ts';

export const S1: Profile = Object.freeze({
  id: 's1',
  name: 'Sonic the Hedgehog (1991)',
  stickToGround: 'fixed14',
  snapLargeAngleChange: false,
  slopeResistWhenStopped: false,
  slipMethod: 'detach',
  lookAheadAtRightAngles: false,
  fallSpeedCap: 0,
  cameraMaxSpeed: 16,
  cameraCapsLeftScroll: false,
  rollJumpAirControl: false,
  rollJumpKeepsRollRadii: false,
  spindash: false,
  peelOut: false,
  lookDelay: 'immediate',
  spindashCameraLag: false,
  airSideChecksAll: false,
  cameraHorizontal: 'borders',
});
