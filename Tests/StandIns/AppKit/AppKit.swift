// Stand-in AppKit: Apple signatures for Linux tests (issue 3).
