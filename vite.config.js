// Dev server for `npm start`: serves the repository root as it is (index.html, www/, pkg/).
// Port and strictPort are also given on the command line (see package.json).
export default {
  clearScreen: false,
  server: {
    port: 8080,
    strictPort: true,
    // Cargo's target/ holds thousands of files the page never loads: do not watch them.
    watch: { ignored: ['**/target/**', '**/screenshots/**'] },
  },
};
