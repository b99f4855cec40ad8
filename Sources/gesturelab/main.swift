print("gesturelab")
