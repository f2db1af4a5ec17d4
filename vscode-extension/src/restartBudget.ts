/**
 * How often a crashed server is restarted: at most `limit` crashes within `windowMs`; one more within
 * that window and the extension gives up until the user restarts it, so a server that dies at start
 * does not loop forever.
 */
export class RestartBudget {
    private crashes: number[] = [];

    constructor(
        private readonly limit: number,
        private readonly windowMs: number,
        private readonly now: () => number = Date.now,
    ) {}

    /** Records a crash; true when the server may be restarted. */
    crashed(): boolean {
        const time = this.now();
        this.crashes = this.crashes.filter((t) => time - t < this.windowMs);
        this.crashes.push(time);
        return this.crashes.length <= this.limit;
    }

    /** Forgets past crashes (after a restart the user asked for). */
    reset(): void {
        this.crashes = [];
    }
}
