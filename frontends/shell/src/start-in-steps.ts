/**
 * The app's chunk (named "bootstrap"), evaluated in steps. Evaluating all of its code at once (React, the API's
 * endpoints, then the router, the store and the pages' shared parts) was one long task on a slow phone, during
 * which a tap waited (issue 17). Each step here is a task of its own; the modules are already downloaded with the
 * chunk ("eager"), only their evaluation waits.
 */
import { nextTask } from './lib/next-task';

export async function startInSteps(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './lib/api');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}
