import { webProject } from './test/vitest-project';

export default webProject('isolated');
