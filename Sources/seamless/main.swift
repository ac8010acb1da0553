print("seamless")
