// The WordPress group on WordPress 6.1 (Debian's package).
import { wordpressGroup } from './group.mjs';

wordpressGroup('6.1');
