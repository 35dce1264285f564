'use strict';

/**
 * webpack loader for React Router's production build, so that the minifier can drop the components an app
 * does not use (Form and its submission code, unstable_HistoryRouter). Two things keep them today: their
 * top-level `Component.displayName = "…";` statements, which only React's development tools read, are dropped;
 * and their `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls, pure but not marked so,
 * are marked `/* @__PURE__ *\/`.
 */
module.exports = function markUnusedComponentsDroppable(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
};
