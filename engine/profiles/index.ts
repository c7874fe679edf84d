import type { ProfileId } from './ids.ts';
import type { Profile } from './profile.ts';
import { S1 } from './s1.ts';
import { S2 } from './s2.ts';
import { S3K } from './s3k.ts';
import { CD } from './cd.ts';

export const PROFILES: Readonly<Record<ProfileId, Profile>> = Object.freeze({ s1: S1, s2: S2, s3k: S3K, cd: CD });
export type { Profile };
