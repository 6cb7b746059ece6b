/**
 * State that belongs to one CoreDeps — one server, worker or test — made on first use and dropped
 * with it: the publishing statements gathered across runs, the calls-first count. Never a
 * module-level variable, so two deps in one process (tests, a command beside a server) share none.
 */
export function perDeps<Deps extends object, T>(create: (deps: Deps) => T): (deps: Deps) => T {
  const made = new WeakMap<Deps, T>();
  return (deps) => {
    let value = made.get(deps);
    if (value === undefined) {
      value = create(deps);
      made.set(deps, value);
    }
    return value;
  };
}
