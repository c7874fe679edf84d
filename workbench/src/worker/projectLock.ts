/**
 * One writer per project, across tabs and windows: the tab that edits a project holds a Web
 * Lock named after it for as long as the project is open; another tab that opens the same
 * project finds the lock taken and opens it view-only. Taking over asks the holder, through a
 * BroadcastChannel, to save and let go; only a holder that does not answer (a hung tab) has the
 * lock stolen. The holder learns either way and turns view-only itself, so two tabs never both
 * write, and no edit vanishes without the user being told.
 *
 * The owner also announces every save on the channel, so tabs viewing the project can show
 * the latest saved work.
 *
 * Lives in the engine worker beside the store (Web Locks and BroadcastChannel work in
 * workers). Where Web Locks are missing (Node tests), every tab is the owner.
 */

const CHANNEL = 'subpixel-projects';
/** How long a takeover waits for the holder to save and let go before stealing the lock. */
const YIELD_WAIT_MS = 3000;

type Message = { readonly kind: 'yield'; readonly projectId: string } | { readonly kind: 'saved'; readonly projectId: string };

export interface LockHooks {
  /** Another tab asks for the project: save now and stop writing (then the lock is released). */
  readonly yieldTo: (projectId: string) => Promise<void>;
  /** The lock was stolen (this tab did not answer in time): stop writing. */
  readonly lost: (projectId: string) => void;
  /** The owner saved `projectId` (tabs viewing it may reload). */
  readonly saved: (projectId: string) => void;
}

export class ProjectLocks {
  private held: { readonly projectId: string; readonly release: () => void } | null = null;
  private readonly channel: BroadcastChannel | null;
  private readonly manager: LockManager | null;

  constructor(private readonly hooks: LockHooks) {
    this.manager = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    if (this.channel !== null) this.channel.onmessage = (e: MessageEvent<Message>) => void this.onMessage(e.data);
  }

  /** The project whose lock this tab holds, or null. */
  get holding(): string | null {
    return this.held?.projectId ?? null;
  }

  /** Takes the project's lock if no other tab has it; false: another tab edits it. */
  acquire(projectId: string): Promise<boolean> {
    return this.request(projectId, { ifAvailable: true });
  }

  /** Asks the tab holding the project to save and let go, waits for it, steals as a last resort. */
  async takeOver(projectId: string): Promise<boolean> {
    if (this.held?.projectId === projectId) return true;
    this.channel?.postMessage({ kind: 'yield', projectId } satisfies Message);
    if (await this.request(projectId, { signal: AbortSignal.timeout(YIELD_WAIT_MS) })) return true;
    return this.request(projectId, { steal: true });
  }

  /** Lets go of the held lock (switching projects, closing). */
  release(): void {
    const h = this.held;
    this.held = null;
    h?.release();
  }

  /** Tells tabs viewing `projectId` that a save landed. */
  announceSave(projectId: string): void {
    this.channel?.postMessage({ kind: 'saved', projectId } satisfies Message);
  }

  private request(projectId: string, options: LockOptions): Promise<boolean> {
    const manager = this.manager;
    if (manager === null) {
      this.held = { projectId, release: () => {} };
      return Promise.resolve(true);
    }
    this.release();
    return new Promise<boolean>((answer) => {
      let granted = false;
      manager
        .request(`subpixel-project:${projectId}`, options, (lock) => {
          if (lock === null) {
            answer(false);
            return undefined;
          }
          granted = true;
          // Held until release() resolves this promise.
          const held = new Promise<void>((release) => {
            this.held = { projectId, release };
          });
          answer(true);
          return held;
        })
        .catch(() => {
          // Before the grant: the wait timed out. After it: another tab stole the lock.
          if (!granted) answer(false);
          else if (this.held?.projectId === projectId) {
            this.held = null;
            this.hooks.lost(projectId);
          }
        });
    });
  }

  private async onMessage(m: Message): Promise<void> {
    if (m.kind === 'saved') {
      if (this.held?.projectId !== m.projectId) this.hooks.saved(m.projectId);
      return;
    }
    if (this.held?.projectId !== m.projectId) return;
    await this.hooks.yieldTo(m.projectId);
    if (this.held?.projectId === m.projectId) this.release();
  }
}
