export function onShutdown(name: string, hook: () => Promise<void>): void;
export function runShutdownHooks(): Promise<void>;
