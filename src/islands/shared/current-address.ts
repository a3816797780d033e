/** This page's address as the login brings the customer back to it: path and query (a dialog). */
export const currentAddress = (): string => window.location.pathname + window.location.search;
