// Runs every browser package's unit tests in one Jest process.
module.exports = {
  projects: [
    'shared-ui',
    'shell',
    'auth-app',
    'patient-portal',
    'doctor-portal',
    'admin-portal',
  ].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
