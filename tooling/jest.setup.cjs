require('@testing-library/jest-dom');
// A test waits for what a user waits for (a heading, a toast), not for a quiet machine: the
// suite shares two cores with other builds, where a lazy screen may take seconds to appear.
// findBy… and waitFor wait up to 10 s for what they look for (1 s by default; a wait that is met
// ends at once), and a test may take three times that. Set here, in every test file: Jest
// ignores `testTimeout` in the packages' configurations when the root runs them as projects.
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);
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
