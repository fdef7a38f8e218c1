/** One task of a section, step by step; a screenshot under /guide/ where one helps. */
export type TGuideTask = {
  title: string;
  steps: readonly string[];
  screenshot?: { src: string; alt: string };
};

/** A section of the guide: one area of the platform, with the screen it opens. */
export type TGuideSection = {
  key: string;
  title: string;
  href?: string;
  summary: string;
  tasks: readonly TGuideTask[];
};

export type TGuide = readonly TGuideSection[];
