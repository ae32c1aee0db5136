% uint arithmetic saturates at both ends
uint8(250):uint8(255)
uint8(3) - 5
uint16(60000) + uint16(60000)
