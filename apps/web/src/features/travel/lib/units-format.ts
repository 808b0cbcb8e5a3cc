/**
 * The travel feature's measures are the shared units module's (every feature shows figures in the user's units, and
 * features do not import each other): the travel screens import it from here.
 */
export * from '#shared/lib/units-format.ts';
