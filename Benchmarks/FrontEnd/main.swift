print("benchmark not yet implemented")
