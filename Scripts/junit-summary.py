#!/usr/bin/env python3
"""Reads a JUnit XML file with junitparser, the reader many CI tools build on, and prints what it
understood: `suites=N tests=N failures=N errors=N`, then one `FAIL classname name file:line` per
failed test case. Exits 1 when the file is not JUnit it can read. Used by FormSim's tests of
`check --format junit`."""
import sys

from junitparser import Failure, JUnitXml


def main(path):
    try:
        xml = JUnitXml.fromfile(path)
    except Exception as error:  # junitparser raises lxml/ElementTree errors as they come
        print(f"not JUnit XML: {error}", file=sys.stderr)
        return 1
    suites = tests = failures = errors = 0
    failed = []
    for suite in xml:
        suites += 1
        for case in suite:
            tests += 1
            for result in case.result:
                if isinstance(result, Failure):
                    failures += 1
                    where = f"{case._elem.get('file', '')}:{case._elem.get('line', '')}"
                    failed.append(f"FAIL {case.classname} {case.name} {where}")
                else:
                    errors += 1
    print(f"suites={suites} tests={tests} failures={failures} errors={errors}")
    for line in failed:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
