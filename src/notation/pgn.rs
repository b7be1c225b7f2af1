//! PGN: the portable game notation, read as a stream and written in export format.
