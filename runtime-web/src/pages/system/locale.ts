// Registers the system screens' texts when their chunk loads.
import { addTexts } from '../../components/crud/locale.ts';
import { systemEnUS } from './locale.en.ts';
import { systemZhCN } from './locale.zh.ts';

addTexts(systemZhCN, systemEnUS);
