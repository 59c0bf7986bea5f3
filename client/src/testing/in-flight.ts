/**
 * How long a mocked mutation stays in flight when a test checks its pending state ('Creating...', a disabled
 * button): long enough to see it even on a busy machine (400 ms was not, once, under CI load). The tests'
 * waits for the outcome allow 3 s.
 */
export const IN_FLIGHT = 1200;
