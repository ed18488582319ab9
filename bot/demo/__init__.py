"""`python -m bot demo`: a console Table and simulated players driving the real game service."""
