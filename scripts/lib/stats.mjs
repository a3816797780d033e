// Small figures the bench scripts share.

/** The median of a list of numbers (the upper one of an even count); undefined when empty. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
