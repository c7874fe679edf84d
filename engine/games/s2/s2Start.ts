/**
 * Sonic 2's act start around the title card (s2.asm `Level`): LevelSizeLoad and DeformBgLayer
 * place the camera, InitPlayers, then ObjectsManager, RingsManager (its init) and one RunObjects;
 * then the title card's exit loop runs RunObjects until TitleCard_Background is gone — 26 player
 * updates in all (the s2 profile's startUpdates). RingsManager and DeformBgLayer do not run in that
 * loop, but the title card's background object does, once: `Obj34_BackgroundOutInit` calls
 * DeformBgLayer, so the camera follows the players (who run first: their slots come before the
 * title card's) after one of the updates. Which one the title card's timing gives: the left part
 * goes out from titlecard_location $A by 4 a frame (Obj34_LeftPartOut: 5 updates to go below
 * 0), the bottom part then from 0 by 4 to $28 (Obj34_BottomPartOut: 10 more, and it sets the
 * background's routine $12 as it goes) — the background's next update, the 18th, is
 * Obj34_BackgroundOutInit; Obj34_BackgroundOut then takes $F0 down by $20 to -$30 (8 more: 26).
 */

/** The start update (1-based, of the 26) after which Obj34_BackgroundOutInit's DeformBgLayer moves the camera. */
export const TITLE_CARD_DEFORM_UPDATE = 18;
