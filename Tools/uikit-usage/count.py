#!/usr/bin/env python3
"""Counts, per candidate UIKit member, the codebases of the corpus whose gesture or scrolling Swift files use it.

    python3 Tools/uikit-usage/count.py [--mirrors DIR] [--threshold 10] [--write docs/coverage/uikit-tier2.tsv]

Reads corpus.tsv (the codebases) and candidates.tsv (members and the pattern that finds each) beside this file; each
codebase is the git directory `fetch` made of it (DIR/owner+name/repo, default /work/.mirror), read at HEAD with git
(no work tree needed). A Swift file counts when it handles gestures or scrolling (it names a gesture recognizer,
touchesBegan/Moved, a scroll view or its delegate, contentOffset, a table, collection or page view, or an interactive
transition), outside vendored folders (Pods, Carthage).
Comments are dropped before matching. Members of the first tier (docs/coverage/uikit-surface.tsv) are skipped.
Prints every candidate's count; with --write, writes the members at or above the threshold as tier 2.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GESTURE_FILE = re.compile(
    r"GestureRecognizer|touchesBegan|touchesMoved|UIScrollView|scrollViewDid|scrollViewWill|contentOffset"
    r"|UITableView|UICollectionView|UIPageViewController|InteractiveTransition")
VENDORED = re.compile(r"(^|/)(Pods|Carthage|vendor|Vendor|ThirdParty|third_party|\.build)/")
LINE_COMMENT = re.compile(r"//[^\n]*")
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)


def rows(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                yield line.split("\t")


def swift_files(git_dir):
    """The text of every Swift file at HEAD, by path."""
    listing = subprocess.run(
        ["git", "-C", git_dir, "ls-tree", "-r", "HEAD"], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    blobs = []
    for line in listing.splitlines():
        meta, path = line.split("\t", 1)
        if path.endswith(".swift") and not VENDORED.search(path) and meta.split()[1] == "blob":
            blobs.append((path, meta.split()[2]))
    if not blobs:
        return {}
    batch = subprocess.run(
        ["git", "-C", git_dir, "cat-file", "--batch"], input="\n".join(sha for _, sha in blobs).encode() + b"\n",
        capture_output=True, check=True, timeout=300).stdout
    texts, offset = {}, 0
    for path, _ in blobs:
        header_end = batch.index(b"\n", offset)
        size = int(batch[offset:header_end].split()[2])
        texts[path] = batch[header_end + 1:header_end + 1 + size].decode("utf-8", "replace")
        offset = header_end + 1 + size + 1
    return texts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("--threshold", type=int, default=10)
    parser.add_argument("--write")
    args = parser.parse_args()

    tier1 = {(r[0], r[1]) for r in rows(os.path.join(ROOT, "docs/coverage/uikit-surface.tsv")) if len(r) >= 3}
    candidates = [r for r in rows(os.path.join(HERE, "candidates.tsv")) if (r[1], r[2]) not in tier1]
    patterns = [re.compile(r[4]) for r in candidates]
    corpus = list(rows(os.path.join(HERE, "corpus.tsv")))
    counts = [0] * len(candidates)
    total_files = 0
    for kind, repo, _ in corpus:
        git_dir = os.path.join(args.mirrors, repo.replace("/", "+"), "repo")
        if not os.path.isdir(git_dir):
            sys.exit(f"count.py: {repo} is not fetched ({git_dir}); fetch github:{repo} first")
        texts = [t for t in swift_files(git_dir).values() if GESTURE_FILE.search(t)]
        total_files += len(texts)
        code = "\n".join(LINE_COMMENT.sub("", BLOCK_COMMENT.sub("", t)) for t in texts)
        for index, pattern in enumerate(patterns):
            if pattern.search(code):
                counts[index] += 1
        print(f"# {repo}: {len(texts)} gesture or scrolling Swift files", file=sys.stderr)
    print(f"# {len(corpus)} codebases, {total_files} gesture or scrolling Swift files", file=sys.stderr)
    for row, count in sorted(zip(candidates, counts), key=lambda pair: (-pair[1], pair[0][0], pair[0][1])):
        print(f"{count}\t{row[0]}\t{row[1]}\t{row[2]}")
    if args.write:
        kept = [
            (row, count) for row, count in zip(candidates, counts)
            if count >= args.threshold or (len(row) > 5 and row[5] == "named")]
        with open(os.path.join(ROOT, args.write), "w", encoding="utf-8") as out:
            out.write(
                "# Tier 2 of the coverage page: UIKit members beyond the gesture surface (uikit-surface.tsv) that at least\n"
                f"# {args.threshold} of {len(corpus)} open-source iOS gesture libraries and apps use in their gesture or\n"
                f"# scrolling Swift files ({total_files} files). Written by Tools/uikit-usage/count.py from the fetched\n"
                "# codebases (Tools/uikit-usage/corpus.tsv) and the candidates' patterns (candidates.tsv); do not edit.\n"
                "# Also in, whatever their count (source `named`): members a real gesture excerpt failed to compile without,\n"
                "# or that an earlier count of 57 codebases put at 10 or more (candidates.tsv says which).\n"
                f"# files\t{total_files}\n"
                "# class<TAB>member<TAB>header<TAB>parameter<TAB>category<TAB>codebases<TAB>source\n")
            for row, count in kept:
                source = "corpus" if count >= args.threshold else "named"
                out.write(f"{row[1]}\t{row[2]}\t{row[3]}\t\t{row[0]}\t{count}\t{source}\n")
        corpus_kept = sum(1 for _, count in kept if count >= args.threshold)
        print(
            f"# wrote {args.write}: {len(kept)} members, {corpus_kept} in at least {args.threshold} codebases",
            file=sys.stderr)


if __name__ == "__main__":
    main()
