% flipping cells and chars
fliplr({1, 'a', 3})
flipud(['ab'; 'cd'])
flip('hello')
