require('@testing-library/jest-dom');
// findBy… and waitFor wait this long for what they look for (1 s by default): long enough for a
// busy machine, and a wait that is met ends at once (see jest.preset.cjs).
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
// jsdom lacks these; charts and the side menu's media queries need them.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}
