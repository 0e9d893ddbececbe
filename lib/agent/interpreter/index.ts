export { benchInterpreter } from './bench-interpreter.ts';
export {
  IntentSchema,
  moneyMovingKinds,
  movesFunds,
  movingIntentOf,
  type AwaitedField,
  type Intent,
  type IntentKind,
  type Interpretation,
  type MoveIntent,
  type PartialIntent,
  type ThreadTurn,
} from './intent.ts';
export { interpretPrompt } from './interpret-prompt.ts';
