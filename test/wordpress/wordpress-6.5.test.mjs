// The WordPress group on WordPress 6.5 (6.5.5 from @wp-playground/wordpress-builds).
import { wordpressGroup } from './group.mjs';

wordpressGroup('6.5');
