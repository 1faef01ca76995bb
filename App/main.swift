print("wxapp")
