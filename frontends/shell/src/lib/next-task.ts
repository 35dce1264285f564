/** Lets the browser run what waits (a tap, a frame) before the next piece of start-up work. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
