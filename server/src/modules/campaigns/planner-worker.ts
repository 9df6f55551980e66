import { runPlannerTask, type PlannerTask } from './planner-task';

/** The campaign planner's thread entry (piscina calls the default export with each task). */
export default function run(task: PlannerTask) {
  return runPlannerTask(task);
}
