/**
 * One folder per platform (oauth, publish, limits, errors) and the sandbox simulator live here.
 * The package is empty until the connected-accounts issue adds the OAuth clients; it exists now so
 * the dependency direction (core → platforms → shared) is fixed and linted from the start.
 */
export {};
