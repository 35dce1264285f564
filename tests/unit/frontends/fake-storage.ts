export interface FakeStorage {
  readonly local: Storage;
  readonly session: Storage;
  /** Puts back the `window` there was before. */
  uninstall(): void;
}

/** In-memory local and session storage on a stand-in `window`, for front-end code run under Node. */
export function installFakeStorage(): FakeStorage {
  const make = (): Storage => {
    const values = new Map<string, string>();
    return {
      get length() {
        return values.size;
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => void values.delete(key),
      setItem: (key, value) => void values.set(key, String(value)),
    };
  };
  const local = make();
  const session = make();
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'window');
  Object.defineProperty(globalThis, 'window', {
    configurable: true,
    value: { localStorage: local, sessionStorage: session },
  });
  return {
    local,
    session,
    uninstall() {
      if (previous) Object.defineProperty(globalThis, 'window', previous);
      else delete (globalThis as { window?: unknown }).window;
    },
  };
}

/**
 * Fake storage for each test of the suite: installed before the test, removed after it. The answer reads the
 * current test's storage, so a suite keeps it in a constant.
 */
export function useFakeStorage(): FakeStorage {
  let installed: FakeStorage | undefined;
  beforeEach(() => {
    installed = installFakeStorage();
  });
  afterEach(() => installed?.uninstall());
  return {
    get local() {
      return installed!.local;
    },
    get session() {
      return installed!.session;
    },
    uninstall: () => installed?.uninstall(),
  };
}
