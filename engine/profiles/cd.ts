import type { Profile } from './profile.ts';

export const CD: Profile = Object.freeze({
  id: 'cd',
  name: 'Sonic CD',
  stickToGround: 'fixed14',
  snapLargeAngleChange: false,
  slopeResistWhenStopped: false,
  slipMethod: 'detach',
  lookAheadAtRightAngles: false,
  fallSpeedCap: 0x1000,
  cameraMaxSpeed: 16,
  cameraCapsLeftScroll: true,
  rollJumpAirControl: true,
  rollJumpKeepsRollRadii: true,
  // Sonic CD's own spin dash is not the Sonic 2 one and the seeds do not describe it.
  spindash: false,
  peelOut: true,
  lookDelay: 'doubleTap',
  spindashCameraLag: false,
  airSideChecksAll: false,
  cameraHorizontal: 'focal',
});
