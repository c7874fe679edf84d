/**
 * A libretro frontend in Node: loads the user's Genesis Plus GX core (`genesis_plus_gx_libretro.so`)
 * with koffi, registers the callbacks, loads the ROM and steps `retro_run` one video frame at a
 * time with the pad the input callback reports. Node only (RealConsole is the interface the rest
 * of the product sees).
 *
 * Facts this relies on (../shared/emulators/README.md, and tests/realgame):
 * - the work RAM (`retro_get_memory_data(RETRO_MEMORY_SYSTEM_RAM)`) is kept as native 16-bit
 *   words: the game's byte $FFxxxx is at offset xxxx ^ 1;
 * - the core gives no video RAM through `retro_get_memory_data` (libretro.c answers only
 *   RETRO_MEMORY_SAVE_RAM and RETRO_MEMORY_SYSTEM_RAM, and sets memory maps only for the Mega-CD),
 *   so `videoRam()` reads it out of the core's savestate, whose layout core/state.c `state_save`
 *   fixes (STATE_VRAM_AT below); it keeps VRAM as native 16-bit words too (vdp_ctrl.c
 *   `vdp_bus_w`: `*(uint16 *)&vram[addr & 0xFFFE] = data`), so VRAM byte a is at a ^ 1;
 * - a frame with video off (GET_AUDIO_VIDEO_ENABLE without bit 0) draws no pixels and runs the
 *   same; audio stays on, because the "hard disable" bit also stubs the YM2612's status reads,
 *   which the sound driver's timing depends on, and that would move lag frames.
 *
 * A core keeps its state in globals, so a process holds one console per loaded file: a second
 * console loads its own copy of the core (openLibretroCore copies it to a temporary file).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import koffi, { type LibraryHandle } from 'koffi';

/** What koffi takes as a type (its own TypeSpec is not exported). */
type TypeSpec = Parameters<typeof koffi.sizeof>[0] | ReturnType<typeof koffi.out>;
import type { RealConsole } from './realConsole.ts';
import { libretroPadMask } from './padMask.ts';

const RETRO_MEMORY_SYSTEM_RAM = 2;
const RETRO_DEVICE_JOYPAD = 1;
/** RETRO_DEVICE_SUBCLASS(RETRO_DEVICE_JOYPAD, 0): the 3-button pad (libretro.c RETRO_DEVICE_MDPAD_3B). */
const RETRO_DEVICE_MDPAD_3B = ((0 + 1) << 8) | RETRO_DEVICE_JOYPAD;
const RETRO_DEVICE_ID_JOYPAD_MASK = 256;
const ENV_SET_PIXEL_FORMAT = 10;
const ENV_GET_VARIABLE = 15;
const ENV_GET_INPUT_BITMASKS = 51 | 0x10000;
const ENV_GET_AUDIO_VIDEO_ENABLE = 47 | 0x10000;
/**
 * Where the savestate keeps the VRAM (core/state.c `state_save`, Mega Drive branch): the version
 * string (16 bytes, "GENPLUS-GX 1.7.6"), work_ram (64 KiB), zram (8 KiB), zstate (1 byte), zbank
 * (4), io_reg (16), then `vdp_context_save` (core/vdp_ctrl.c): sat (1 KiB), vram (64 KiB) ...
 * `save_param` is a plain memcpy, so nothing is padded.
 */
const STATE_VERSION = 'GENPLUS-GX';
const STATE_WORK_RAM_AT = 16;
const STATE_VRAM_AT = 16 + 0x10000 + 0x2000 + 1 + 4 + 0x10 + 0x400;
const VRAM_BYTES = 0x10000;
/** GET_AUDIO_VIDEO_ENABLE's bits: video on, audio on (never the hard disable, bit 3). */
const AV_VIDEO = 1;
const AV_AUDIO = 2;

/** Why a core or ROM was refused: one line for the user. */
export class CoreError extends Error {
  constructor(
    readonly code: 'coreMissing' | 'coreNotLibretro' | 'coreNotGenesisPlusGx' | 'romNotLoaded' | 'coreFailed',
    message: string,
  ) {
    super(message);
  }
}

export interface CoreInfo {
  readonly name: string;
  readonly version: string;
}

// The libretro types, declared once per process (koffi names are global).
const SystemInfo = koffi.struct('subpixel_retro_system_info', {
  library_name: 'const char *',
  library_version: 'const char *',
  valid_extensions: 'const char *',
  need_fullpath: 'bool',
  block_extract: 'bool',
});
const GameInfo = koffi.struct('subpixel_retro_game_info', { path: 'const char *', data: 'const void *', size: 'size_t', meta: 'const char *' });
const EnvironmentCb = koffi.proto('bool subpixel_retro_environment(unsigned int cmd, void *data)');
const VideoCb = koffi.proto('void subpixel_retro_video_refresh(const void *data, unsigned int width, unsigned int height, size_t pitch)');
const AudioSampleCb = koffi.proto('void subpixel_retro_audio_sample(int16_t left, int16_t right)');
const AudioBatchCb = koffi.proto('size_t subpixel_retro_audio_sample_batch(const int16_t *data, size_t frames)');
const InputPollCb = koffi.proto('void subpixel_retro_input_poll()');
const InputStateCb = koffi.proto('int16_t subpixel_retro_input_state(unsigned int port, unsigned int device, unsigned int index, unsigned int id)');

let loads = 0;

/**
 * Opens the core at `corePath` with the ROM at `romPath` (which must already be identified:
 * realgame/rom/romIdentity.ts). Throws CoreError with one line on a file that is not a libretro
 * core, a core that is not Genesis Plus GX, or a ROM the core refuses.
 */
export function openLibretroCore(corePath: string, romPath: string, options: Readonly<Record<string, string>> = {}): RealConsole & { readonly info: CoreInfo } {
  // Each console gets its own copy of the core: dlopen of one path returns one set of globals.
  const dir = mkdtempSync(join(tmpdir(), 'subpixel-core-'));
  const copy = join(dir, `core-${process.pid}-${++loads}.so`);
  try {
    copyFileSync(corePath, copy);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    throw new CoreError('coreMissing', `${corePath}: cannot read the core`);
  }
  let lib: LibraryHandle;
  try {
    lib = koffi.load(copy);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw new CoreError('coreNotLibretro', `${corePath}: not a loadable shared library (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
  }
  const cleanup: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true }), () => lib.unload()];
  try {
    return makeConsole(lib, corePath, romPath, options, cleanup);
  } catch (e) {
    for (const c of cleanup.reverse()) c();
    throw e;
  }
}

function makeConsole(
  lib: LibraryHandle,
  corePath: string,
  romPath: string,
  options: Readonly<Record<string, string>>,
  cleanup: (() => void)[],
): RealConsole & { readonly info: CoreInfo } {
  const fn = (name: string, ret: TypeSpec, args: TypeSpec[]) => {
    try {
      return lib.func(name, ret, args);
    } catch {
      throw new CoreError('coreNotLibretro', `${corePath}: not a libretro core (no ${name})`);
    }
  };
  const retro = {
    apiVersion: fn('retro_api_version', 'unsigned int', []),
    getSystemInfo: fn('retro_get_system_info', 'void', [koffi.out(koffi.pointer(SystemInfo))]),
    setEnvironment: fn('retro_set_environment', 'void', [koffi.pointer(EnvironmentCb)]),
    setVideo: fn('retro_set_video_refresh', 'void', [koffi.pointer(VideoCb)]),
    setAudio: fn('retro_set_audio_sample', 'void', [koffi.pointer(AudioSampleCb)]),
    setAudioBatch: fn('retro_set_audio_sample_batch', 'void', [koffi.pointer(AudioBatchCb)]),
    setInputPoll: fn('retro_set_input_poll', 'void', [koffi.pointer(InputPollCb)]),
    setInputState: fn('retro_set_input_state', 'void', [koffi.pointer(InputStateCb)]),
    init: fn('retro_init', 'void', []),
    deinit: fn('retro_deinit', 'void', []),
    loadGame: fn('retro_load_game', 'bool', [koffi.pointer(GameInfo)]),
    unloadGame: fn('retro_unload_game', 'void', []),
    setPort: fn('retro_set_controller_port_device', 'void', ['unsigned int', 'unsigned int']),
    run: fn('retro_run', 'void', []),
    memoryData: fn('retro_get_memory_data', 'void *', ['unsigned int']),
    memorySize: fn('retro_get_memory_size', 'size_t', ['unsigned int']),
    serializeSize: fn('retro_serialize_size', 'size_t', []),
    serialize: fn('retro_serialize', 'bool', ['void *', 'size_t']),
    unserialize: fn('retro_unserialize', 'bool', ['const void *', 'size_t']),
  };

  const sys: Record<string, unknown> = {};
  retro.getSystemInfo(sys);
  const info: CoreInfo = { name: String(sys.library_name ?? ''), version: String(sys.library_version ?? '') };
  if (info.name !== 'Genesis Plus GX') {
    throw new CoreError('coreNotGenesisPlusGx', `${corePath}: the core is "${info.name || 'unnamed'}", not Genesis Plus GX (the emulator BizHawk's Genesis core is built from)`);
  }

  let pad = 0;
  let video = false;
  let picture: { width: number; height: number; pixels: Uint16Array } | null = null;
  const registered = [
    koffi.register((cmd: number, data: unknown): boolean => {
      switch (cmd) {
        case ENV_SET_PIXEL_FORMAT:
          return true;
        case ENV_GET_INPUT_BITMASKS:
          return true;
        case ENV_GET_VARIABLE: {
          // struct retro_variable { const char *key; const char *value; }: the core's defaults
          // hold unless an option is given (realgame/console/coreOptions.ts).
          if (data === null) return false;
          const key = koffi.decode(data, 'const char *') as string | null;
          const value = key === null ? undefined : options[key];
          if (value === undefined) return false;
          koffi.encode(data, koffi.sizeof('void *'), 'const char *', value);
          return true;
        }
        case ENV_GET_AUDIO_VIDEO_ENABLE:
          if (data !== null) koffi.encode(data, 'int', (video ? AV_VIDEO : 0) | AV_AUDIO);
          return true;
        default:
          return false;
      }
    }, koffi.pointer(EnvironmentCb)),
    koffi.register((data: unknown, width: number, height: number, pitch: number): void => {
      if (!video || data === null) return;
      const stride = pitch >> 1;
      const src = new Uint16Array(koffi.view(data, stride * height * 2));
      const pixels = new Uint16Array(width * height);
      for (let y = 0; y < height; y++) pixels.set(src.subarray(y * stride, y * stride + width), y * width);
      picture = { width, height, pixels };
    }, koffi.pointer(VideoCb)),
    koffi.register((): void => {}, koffi.pointer(AudioSampleCb)),
    koffi.register((_data: unknown, frames: number): number => frames, koffi.pointer(AudioBatchCb)),
    koffi.register((): void => {}, koffi.pointer(InputPollCb)),
    koffi.register((port: number, _device: number, _index: number, id: number): number => {
      if (port !== 0) return 0;
      const mask = libretroPadMask(pad);
      return id === RETRO_DEVICE_ID_JOYPAD_MASK ? mask : (mask >> id) & 1;
    }, koffi.pointer(InputStateCb)),
  ];
  cleanup.push(() => {
    for (const r of registered) koffi.unregister(r);
  });
  retro.setEnvironment(registered[0]);
  retro.setVideo(registered[1]);
  retro.setAudio(registered[2]);
  retro.setAudioBatch(registered[3]);
  retro.setInputPoll(registered[4]);
  retro.setInputState(registered[5]);
  retro.init();
  cleanup.push(() => retro.deinit());
  if (!retro.loadGame({ path: romPath, data: null, size: 0, meta: null })) {
    throw new CoreError('romNotLoaded', `${romPath}: the core refused to load it`);
  }
  cleanup.push(() => retro.unloadGame());
  retro.setPort(0, RETRO_DEVICE_MDPAD_3B);

  const ramSize = Number(retro.memorySize(RETRO_MEMORY_SYSTEM_RAM));
  const ramPtr = retro.memoryData(RETRO_MEMORY_SYSTEM_RAM);
  if (ramPtr === null || ramSize !== 0x10000) throw new CoreError('coreFailed', `${corePath}: the core gives no 64 KiB work RAM (size ${ramSize})`);
  const native = new Uint8Array(koffi.view(ramPtr, ramSize));
  const ordered = new Uint8Array(ramSize);
  const stateSize = Number(retro.serializeSize());
  let frame = 0;
  let vramState: Uint8Array | null = null;
  let closed = false;

  return {
    info,
    get frame() {
      return frame;
    },
    run(p: number): void {
      pad = p & 0xff;
      retro.run();
      frame++;
    },
    ram(): Uint8Array {
      for (let i = 0; i < ramSize; i += 2) {
        ordered[i] = native[i + 1];
        ordered[i + 1] = native[i];
      }
      return ordered;
    },
    byte: (address: number): number => native[(address & 0xffff) ^ 1],
    word: (address: number): number => (native[(address & 0xffff) ^ 1] << 8) | native[((address + 1) & 0xffff) ^ 1],
    videoRam(): Uint8Array {
      const state = (vramState ??= new Uint8Array(stateSize));
      if (stateSize < STATE_VRAM_AT + VRAM_BYTES) throw new CoreError('coreFailed', `${corePath}: a savestate of ${stateSize} bytes is too small to hold the VRAM`);
      if (!retro.serialize(state, stateSize)) throw new CoreError('coreFailed', `${corePath}: retro_serialize failed`);
      // The layout is this core's: refuse a state that is not it, rather than return other bytes
      // (its version string, and its copy of the work RAM equal to the live one).
      const version = String.fromCharCode(...state.subarray(0, STATE_VERSION.length));
      const ramMatches = state.subarray(STATE_WORK_RAM_AT, STATE_WORK_RAM_AT + ramSize).every((b, i) => b === native[i]);
      if (version !== STATE_VERSION || !ramMatches) {
        throw new CoreError('coreFailed', `${corePath}: the savestate is not laid out as Genesis Plus GX 1.7.6's core/state.c (version ${JSON.stringify(version)}): cannot find the VRAM in it`);
      }
      const out = new Uint8Array(VRAM_BYTES);
      for (let i = 0; i < VRAM_BYTES; i += 2) {
        out[i] = state[STATE_VRAM_AT + i + 1];
        out[i + 1] = state[STATE_VRAM_AT + i];
      }
      return out;
    },
    save(): Uint8Array {
      const out = new Uint8Array(stateSize);
      if (!retro.serialize(out, stateSize)) throw new CoreError('coreFailed', `${corePath}: retro_serialize failed`);
      return out;
    },
    load(state: Uint8Array, at: number): void {
      if (!retro.unserialize(state, state.length)) throw new CoreError('coreFailed', `${corePath}: retro_unserialize refused the state`);
      frame = at;
    },
    setVideo(on: boolean): void {
      video = on;
      if (!on) picture = null;
    },
    picture: () => picture,
    close(): void {
      if (closed) return;
      closed = true;
      for (const c of cleanup.reverse()) c();
    },
  };
}
