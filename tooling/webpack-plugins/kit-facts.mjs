// Writes release.json beside an app's build: which kit version it was built with and which names
// of the kit's shared core (@careconnect/shared-ui/core) its code uses. The shell reads it before
// loading an area (is the page's core enough for it?) and `npm run release` refuses an area whose
// needs the live shell's core does not meet, so a skew shows up at release time, not in a screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const CORE_REQUEST = '@careconnect/shared-ui/core';

/** The kit an app builds against: the copy its own dependencies resolve to. */
export function kitOf(appDir) {
  const manifest = createRequire(join(appDir, 'package.json')).resolve(
    '@careconnect/shared-ui/package.json',
  );
  return {
    version: JSON.parse(readFileSync(manifest, 'utf8')).version,
    coreFile: join(dirname(manifest), 'src', 'core.ts'),
  };
}

/** The caret range of a version ('1.4.2' → '^1.4.2'): what an app built against it declares. */
export const kitRange = (version) => `^${version}`;

export class KitFactsPlugin {
  /** @param {{ app: string, dir: string }} options  the app's name and folder */
  constructor({ app, dir }) {
    this.app = app;
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('KitFactsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'KitFactsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { version, coreFile } = kitOf(this.dir);
          const uses = new Set();
          let coreExports = null;
          for (const module of compilation.modules) {
            // (in a production build the core may sit inside a concatenated module)
            for (const inner of module.modules ?? [module]) {
              if (inner.resource !== coreFile) continue;
              const provided = compilation.moduleGraph.getProvidedExports(inner);
              if (Array.isArray(provided)) coreExports = [...provided].sort();
            }
            // The consumed core: the bundler has flagged which of its names the app reads,
            // through the kit's re-exports too; a name only re-exported is not a need.
            if (
              module.constructor.name === 'ConsumeSharedModule' &&
              module.options?.shareKey === CORE_REQUEST
            ) {
              const info = compilation.moduleGraph.getExportsInfo(module);
              for (const entry of info.orderedExports) {
                if (entry.getUsed(undefined) !== 0) uses.add(entry.name);
              }
            }
          }
          const facts = {
            app: this.app,
            kit: {
              version,
              range: kitRange(version),
              coreUses: [...uses].sort(),
              ...(coreExports ? { coreExports } : {}),
            },
          };
          compilation.emitAsset(
            'release.json',
            new RawSource(`${JSON.stringify(facts, null, 2)}\n`),
          );
        },
      );
    });
  }
}
