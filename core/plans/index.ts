export * from './catalogue';
export * from './limits';
export * from './period-plan';
export * from './subscription-rules';
export * from './upgrade-gates';
export * from './upgrade-path';
export * from './plan-holds';
export * from './plan-standing';
