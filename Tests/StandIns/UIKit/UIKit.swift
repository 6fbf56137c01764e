// Stand-in UIKit: Apple signatures for Linux tests (issue 3).
