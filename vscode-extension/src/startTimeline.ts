/**
 * The timeline of one start of the server (docs/language-server.md, "Start-up"): what the extension did from the
 * start's beginning (the extension's activation, or "ESL: Restart server") to the server's first code lenses, each
 * step with its time since that beginning on the monotonic clock. Written to the output channel at level trace, which
 * is off by default ("Developer: Set Log Level…" → ESL Language Server → Trace shows it, together with every message
 * of the protocol and its time): e.g. `start timeline (restart): +412 ms initialize answered`.
 */
export class StartTimeline {
    private readonly began: number;
    private readonly seen = new Set<string>();

    constructor(
        readonly kind: 'activation' | 'restart',
        private readonly write: (line: string) => void,
        private readonly now: () => number = () => performance.now(),
    ) {
        this.began = now();
    }

    /** Notes that `step` happened now. */
    mark(step: string): void {
        this.write(`start timeline (${this.kind}): +${Math.round(this.now() - this.began)} ms ${step}`);
    }

    /**
     * Notes what the steps' times cannot say: where the start stands on the wall clock (for comparing with what the
     * editor logged) and what happened before it began; without a time since the beginning.
     */
    note(text: string): void {
        this.write(`start timeline (${this.kind}): ${text}`);
    }

    /** Notes `step` the first time only (the first diagnostics, the first code lens request); later calls do nothing. */
    markFirst(step: string): void {
        if (!this.seen.has(step)) {
            this.seen.add(step);
            this.mark(step);
        }
    }

    /** Notes `step` when `work` begins and when it has ended (or failed); returns what `work` returns. */
    async span<T>(step: string, work: () => Promise<T>): Promise<T> {
        this.mark(`${step}: begins`);
        try {
            return await work();
        } finally {
            this.mark(`${step}: done`);
        }
    }
}
