// MSW 3 is written for Node 22.12+, while the project runs on Node 20.12+ (package.json
// "engines"). Of what Node 22 added, MSW and its interceptors use only these three: a
// handler reset calls Set's intersection and difference, and request handling calls
// Promise.withResolvers. Each is defined here only where Node lacks it, as the standard
// specifies it, so on Node 22 this file does nothing and can go once "engines" moves up.
// The types stay as they are (no global declarations), so app code cannot start relying
// on them by accident.

type SetLike = { has(value: unknown): boolean };

const setMethods: Record<string, (this: Set<unknown>, other: SetLike) => Set<unknown>> = {
  intersection(other) {
    return new Set([...this].filter((value) => other.has(value)));
  },
  difference(other) {
    return new Set([...this].filter((value) => !other.has(value)));
  },
};

for (const [name, method] of Object.entries(setMethods)) {
  if (!(name in Set.prototype)) {
    Object.defineProperty(Set.prototype, name, { configurable: true, writable: true, value: method });
  }
}

if (!("withResolvers" in Promise)) {
  Object.defineProperty(Promise, "withResolvers", {
    configurable: true,
    writable: true,
    value: function withResolvers() {
      let resolve!: (value: unknown) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise((settle, fail) => {
        resolve = settle;
        reject = fail;
      });
      return { promise, resolve, reject };
    },
  });
}
