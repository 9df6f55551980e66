import { runBuiltinTask, type BuiltinTask } from './builtin-tasks';

/** The worker thread's entry (piscina calls the default export with each task). */
export default function run(task: BuiltinTask) {
  return runBuiltinTask(task);
}
